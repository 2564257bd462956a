/** Blog article: naming tables and columns. */
export const naming = {
  title: "Bien nommer ses tables et ses colonnes",
  summary: "Une convention de nommage claire rend un schéma lisible sans documentation. Voici des règles simples, et pourquoi elles comptent.",
  intro: [
    "Un schéma de base de données se lit bien plus souvent qu'il ne s'écrit : par vous dans six mois, par un collègue qui arrive sur le projet, par l'outil qui génère vos migrations. Les noms des tables et des colonnes sont sa première documentation. Bien choisis, ils évitent des questions ; mal choisis, ils créent des bugs.",
  ],
  sections: [
    {
      title: "Choisir une convention et s'y tenir",
      blocks: [
        "La règle la plus importante n'est pas le choix de la convention mais sa constance. Pour les bases relationnelles, le snake_case en minuscules est le choix le plus sûr : customer_order, created_at. PostgreSQL convertit en minuscules les identifiants non entourés de guillemets, et la sensibilité à la casse des noms de tables dans MySQL dépend du système de fichiers du serveur. Des noms en minuscules vous épargnent ces surprises.",
        "Évitez aussi les espaces, les accents et les mots réservés. Une table nommée order ou user oblige à entourer son nom de guillemets dans chaque requête ; customer_order ou app_user se lisent aussi bien et ne posent aucun problème.",
      ],
    },
    {
      title: "Singulier ou pluriel ?",
      blocks: [
        "Les deux se défendent. Le pluriel (orders) décrit une collection de lignes ; le singulier (order_item) correspond au nom de l'entité dans votre code. Suivez de préférence votre framework : Laravel et Rails attendent des tables au pluriel, Django nomme par défaut ses tables au singulier, préfixées par le nom de l'application (boutique_commande). L'essentiel est de ne pas mélanger customers et invoice dans le même schéma.",
      ],
    },
    {
      title: "Clés primaires et clés étrangères",
      blocks: [
        "Nommez la clé primaire id, et chaque clé étrangère d'après la table qu'elle référence : customer_id pointe vers customer.id. Le lecteur devine la jointure sans ouvrir la définition de la table.",
        "Lorsqu'une table référence deux fois la même table, nommez les colonnes d'après leur rôle : author_id et reviewer_id référencent toutes deux user, mais disent ce que chaque lien signifie.",
      ],
    },
    {
      title: "Des noms qui disent le sens",
      blocks: [
        "Un bon nom décrit ce que contient la colonne, pas son type ni son stockage. Quelques habitudes utiles :",
        {
          list: [
            "Pas d'abréviations obscures : quantity plutôt que qte, created_at plutôt que dt_crt.",
            "Des booléens qui se lisent comme une question : is_active, has_paid, can_edit.",
            "Un suffixe constant pour les dates : _at pour un horodatage (shipped_at), _on ou _date pour une date seule (birth_date).",
            "L'unité dans le nom quand elle n'est pas évidente : price_cents, weight_kg, duration_seconds. Plus personne ne se demandera si le prix est en unités ou en centimes.",
            "Pas de noms fourre-tout comme data, value, info ou flag : s'il est difficile de nommer une colonne, c'est souvent qu'elle mélange plusieurs informations.",
          ],
        },
      ],
    },
    {
      title: "Les tables de liaison",
      blocks: [
        "Pour une relation plusieurs-à-plusieurs sans autre information, combinez les deux noms dans l'ordre alphabétique : project_tag. Dès que la liaison porte ses propres données (un rôle, une date d'entrée), elle devient une entité à part entière et mérite un nom métier : membership relie user et team et porte la colonne role.",
      ],
    },
    {
      title: "Français ou anglais ?",
      blocks: [
        "Les mots-clés SQL, les frameworks et la plupart des bibliothèques sont en anglais, c'est pourquoi beaucoup d'équipes nomment leurs schémas en anglais. Un modèle entièrement en français reste parfaitement valable, surtout si le vocabulaire métier l'est. Le seul choix à proscrire est le mélange : client_id dans une table, customer_name dans la suivante.",
        "Écrivez votre convention en quelques lignes, partagez-la avec l'équipe et vérifiez-la lors des relectures. Dix minutes de décision aujourd'hui évitent des années de noms incohérents.",
      ],
    },
  ],
} as const;
