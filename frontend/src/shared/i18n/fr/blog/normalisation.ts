/** Blog article: normalising without overdoing it. */
export const normalisation = {
  title: "Normaliser sans excès",
  summary: "Les formes normales évitent les incohérences ; poussées trop loin, elles compliquent tout. Comment trouver le bon niveau.",
  intro: [
    "Normaliser, c'est organiser un schéma pour que chaque fait soit enregistré à un seul endroit. C'est la meilleure protection contre les données contradictoires. Mais comme toute règle appliquée sans discernement, la normalisation peut produire un schéma éclaté, lent à interroger et pénible à faire évoluer.",
  ],
  sections: [
    {
      title: "Ce que la normalisation évite",
      blocks: [
        "Imaginez une table commande qui recopie le nom et l'adresse du client à chaque ligne. Trois problèmes apparaissent :",
        {
          list: [
            "Anomalie de mise à jour : le client déménage, on corrige certaines commandes et on en oublie d'autres. Quelle adresse est la bonne ?",
            "Anomalie d'insertion : impossible d'enregistrer un client tant qu'il n'a rien commandé.",
            "Anomalie de suppression : en effaçant sa dernière commande, on perd toute trace du client.",
          ],
        },
        "Une table client séparée, référencée par client_id, règle les trois d'un coup.",
      ],
    },
    {
      title: "Les trois premières formes normales, en pratique",
      blocks: [
        {
          list: [
            "Première forme normale : une valeur par cellule. Pas de colonne telephones contenant « 699 00 00 01, 677 00 00 02 », ni de colonnes telephone1, telephone2, telephone3 : créez une table client_telephone.",
            "Deuxième forme normale : avec une clé composée, chaque colonne dépend de toute la clé. Dans ligne_commande (commande_id, produit_id, quantite, nom_produit), le nom du produit ne dépend que de produit_id : il appartient à la table produit.",
            "Troisième forme normale : aucune colonne ne dépend d'une autre colonne non clé. Dans employe (service_id, nom_service), le nom du service dépend de service_id, pas de l'employé : il va dans la table service.",
          ],
        },
        "Le résumé classique tient en une phrase : chaque colonne dépend de la clé, de toute la clé, et de rien d'autre que la clé. Un schéma en troisième forme normale est un excellent point de départ pour la grande majorité des applications.",
      ],
    },
    {
      title: "Une copie n'est pas toujours une redondance",
      blocks: [
        "Le piège le plus fréquent est de « normaliser » une valeur historique. Le prix payé pour un produit n'est pas le prix actuel du produit : c'est un fait différent, fixé au moment de l'achat. La ligne de commande doit donc conserver son propre prix_unitaire, et la commande l'adresse de livraison utilisée ce jour-là. Si vous les remplacez par une jointure vers le produit ou le client, vos anciennes factures changeront toutes seules au prochain changement de tarif.",
      ],
    },
    {
      title: "Quand l'excès guette",
      blocks: [
        "À l'inverse, certains schémas découpent tout : une table pour les prénoms, une table de référence pour chaque liste de deux valeurs, une adresse éclatée en six tables, ou un modèle générique entité-attribut-valeur où chaque propriété devient une ligne. Chaque jointure supplémentaire coûte en lisibilité, en performances et en complexité du code. Une contrainte CHECK ou un type énuméré suffit souvent là où l'on créerait une table.",
      ],
    },
    {
      title: "Dénormaliser en connaissance de cause",
      blocks: [
        "Il est parfois raisonnable de dupliquer une information : un compteur nombre_commentaires pour éviter un COUNT sur chaque page, un total de commande précalculé, une table de reporting alimentée la nuit. La dénormalisation est alors une optimisation, et comme toute optimisation elle se justifie :",
        {
          steps: [
            "Mesurez d'abord : une requête lente identifiée et profilée, pas une intuition.",
            "Désignez la source de vérité : la donnée dupliquée doit toujours pouvoir être recalculée.",
            "Prévoyez la mise à jour : dans la même transaction, par un déclencheur ou par une tâche planifiée, en acceptant un décalage connu.",
            "Documentez le choix dans le schéma, par exemple en commentaire de colonne, pour que personne ne le prenne pour une erreur.",
          ],
        },
        "Normalisez par défaut, dénormalisez par exception et toujours en le sachant : c'est ainsi qu'un schéma reste juste et rapide.",
      ],
    },
  ],
} as const;
